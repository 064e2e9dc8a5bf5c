// @ts-check
// The command-line options of the speed scripts (scripts/perf.mjs, scripts/ab.mjs).

/**
 * A command-line option: `--name=value` gives the value, `--name` alone gives true, no `--name` gives the fallback.
 * @template T
 * @param {string} name
 * @param {T} fallback
 * @returns {string | true | T}
 */
export function option(name, fallback) {
  const arg = process.argv.slice(2).find((value) => value === `--${name}` || value.startsWith(`--${name}=`))
  if (arg === undefined) return fallback
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : true
}
