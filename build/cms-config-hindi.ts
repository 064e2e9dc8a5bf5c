import { CONTENT_DATA_FOLDER, CONTENT_HINDI_FOLDER } from '../src/content/schemas/data-folder.ts'
import type { DecapEntry } from './cms-config-generate.ts'

/**
 * The content editor's Hindi files. Decap edits a page's English and Hindi side by side (i18n) with the `single_file`
 * structure only, for a file collection: one file holding `{ "en": …, "hi": … }`. The site keeps its English files as
 * they are and each Hindi beside it in a file of its own (src/content/data-hi/, src/content/schemas/hindi.ts). This
 * script, loaded by the editor's page before Decap's (build/decap-plugin.ts), stands between Decap and its backend
 * (GitLab, decap-server …): reading a page, it joins the English file and its Hindi file into the one file Decap
 * expects; publishing, it splits Decap's file back into the English file, written exactly as Decap writes it without
 * i18n, and the Hindi file, in the same commit. A page that has no Hindi file gets one only once its Hindi has words
 * of its own (not only the English values Decap copies). It learns which Hindi files there are by listing their
 * folder (one call, never a request for a file that is not there). The editorial workflow's drafts are joined the
 * same way. Every other call, and every file of a page without Hindi, passes as it is.
 *
 * Plain browser JavaScript in a string (the editor's page has no build step, and its policy allows scripts of its
 * own folder only); tests/unit/hindi-content-editor.test.ts runs it against a backend of its own.
 */

/** The script's name, in the editor's folder (/admin/hindi-files.js). */
export const HINDI_FILES_SCRIPT = 'hindi-files.js'

/** Where the script finds a page's Hindi: the data files and folders edited in Hindi, and the two folders. */
interface HindiPlaces {
  /** "src/content/data/", "src/content/data-hi/". */
  data: string
  hindi: string
  /** The data files of the collections edited in Hindi ("src/content/data/about.json"). */
  files: string[]
  /** Their folders ("src/content/data/office-bearers"): each file directly inside. */
  folders: string[]
}

/** The places of the configuration's collections (and files) that have Decap's i18n. */
export function hindiPlacesOf(config: DecapEntry): HindiPlaces {
  const collections = Array.isArray(config.collections) ? (config.collections as DecapEntry[]) : []
  const files: string[] = []
  const folders: string[] = []
  for (const collection of collections) {
    if (collection.i18n !== true) continue
    if (typeof collection.folder === 'string') folders.push(collection.folder)
    for (const file of Array.isArray(collection.files) ? (collection.files as DecapEntry[]) : []) {
      if (file.i18n === true && typeof file.file === 'string') files.push(file.file)
    }
  }
  return { data: `${CONTENT_DATA_FOLDER}/`, hindi: `${CONTENT_HINDI_FOLDER}/`, files, folders }
}

/** The backends Decap registers, each of which the script wraps (`proxy` is decap-server's, `npm run cms`). */
const BACKENDS = [
  'gitlab',
  'gitea',
  'forgejo',
  'github',
  'bitbucket',
  'azure',
  'git-gateway',
  'aws-cognito-github-proxy',
  'proxy',
  'test-repo',
]

const SCRIPT = String.raw`(function () {
  'use strict'
  var PLACES = __PLACES__
  var BACKENDS = __BACKENDS__
  // Decap starts by itself once its script has run, unless told to wait: the backends are wrapped first.
  window.CMS_MANUAL_INIT = true

  function hasHindi(path) {
    if (typeof path !== 'string') return false
    if (PLACES.files.indexOf(path) !== -1) return true
    return PLACES.folders.some(function (folder) {
      var rest = path.slice(folder.length + 1)
      return path.indexOf(folder + '/') === 0 && rest.indexOf('/') === -1 && /\.json$/.test(rest)
    })
  }
  function hindiPathOf(path) {
    return PLACES.hindi + path.slice(PLACES.data.length)
  }
  /** The English file of a Hindi file, if it is one of a page edited in Hindi. */
  function englishPathOf(path) {
    if (typeof path !== 'string' || path.indexOf(PLACES.hindi) !== 0) return undefined
    var english = PLACES.data + path.slice(PLACES.hindi.length)
    return hasHindi(english) ? english : undefined
  }
  function parsed(raw) {
    try {
      return JSON.parse(raw)
    } catch (error) {
      return undefined
    }
  }
  function isGroup(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  }
  /** The one file Decap reads: the English file's content and the Hindi file's, where there is one. */
  function joined(englishRaw, hindiRaw) {
    // No English file (a new year's address, as Decap asks before it creates one: the backend's data is null) is
    // no file: joined, it would read as a page, and Decap would try the next name for ever ("Publishing…").
    var english = typeof englishRaw === 'string' ? parsed(englishRaw) : undefined
    if (!isGroup(english)) return englishRaw
    var hindi = typeof hindiRaw === 'string' ? parsed(hindiRaw) : undefined
    return JSON.stringify(isGroup(hindi) ? { en: english, hi: hindi } : { en: english })
  }

  /** Whether the Hindi has words of its own: a text that is not the English value at the same place. */
  function hasOwnWords(hindi, english) {
    if (typeof hindi === 'string') return hindi.trim() !== '' && hindi !== english
    if (Array.isArray(hindi)) {
      return hindi.some(function (item, index) {
        return hasOwnWords(item, Array.isArray(english) ? english[index] : undefined)
      })
    }
    if (isGroup(hindi)) {
      return Object.keys(hindi).some(function (key) {
        return hasOwnWords(hindi[key], isGroup(english) ? english[key] : undefined)
      })
    }
    return false
  }

  function wrap(backend) {
    var hindiDrafts = {}
    // The Hindi files there are, with their text: one listing of their folder, kept a moment for the calls of one
    // screen (a list of pages reads each page's Hindi), made again after a publish.
    var listing = null
    var listedAt = 0
    function hindiFiles() {
      if (!listing || Date.now() - listedAt > 2000) {
        listedAt = Date.now()
        listing = Promise.resolve()
          .then(function () {
            return backend.entriesByFolder(PLACES.hindi.slice(0, -1), 'json', 2)
          })
          .then(
            function (entries) {
              var files = {}
              ;(entries || []).forEach(function (entry) {
                if (entry && entry.file && typeof entry.data === 'string') files[entry.file.path] = entry.data
              })
              return files
            },
            function () {
              return {}
            },
          )
      }
      return listing
    }
    function readHindi(path) {
      return hindiFiles().then(function (files) {
        var hindi = files[hindiPathOf(path)]
        return typeof hindi === 'string' ? hindi : null
      })
    }
    function withHindi(entry) {
      if (!entry || !entry.file || !hasHindi(entry.file.path)) return Promise.resolve(entry)
      return readHindi(entry.file.path).then(function (hindi) {
        entry.data = joined(entry.data, hindi)
        return entry
      })
    }
    // In place: a list of entries carries its paging (a cursor) on itself.
    function allWithHindi(entries) {
      return Promise.all((entries || []).map(withHindi)).then(function () {
        return entries
      })
    }
    function splitFile(file, newEntry) {
      if (!hasHindi(file.path)) return Promise.resolve([file])
      var both = parsed(file.raw)
      if (!isGroup(both) || !('en' in both)) return Promise.resolve([file])
      // As Decap writes a JSON file without i18n; or, when its values did not change (only the Hindi was edited), the
      // English file exactly as it was, so that an edit of the Hindi leaves the English file untouched.
      var raw = JSON.stringify(both.en, null, 2)
      var english = Object.assign({}, file, { raw: raw })
      var unchanged = (newEntry ? Promise.resolve(null) : backend.getEntry(file.path)).then(
        function (entry) {
          var was = entry && typeof entry.data === 'string' ? parsed(entry.data) : undefined
          if (was !== undefined && JSON.stringify(was, null, 2) === raw) english.raw = entry.data
        },
        function () {
          // A new page: no English file yet.
        },
      )
      if (!isGroup(both.hi)) return unchanged.then(function () {
        return [english]
      })
      var hindi = { path: hindiPathOf(file.path), slug: file.slug, raw: JSON.stringify(both.hi, null, 2) }
      var ownWords = hasOwnWords(both.hi, both.en)
      return Promise.all([readHindi(file.path), unchanged]).then(function (read) {
        var before = read[0]
        // No Hindi file yet, and no Hindi words to put in one.
        if (before === null && !ownWords) return [english]
        // A year renamed: its Hindi file moves with it, or is written at the new name when there was none.
        if (file.newPath && before === null) hindi.path = hindiPathOf(file.newPath)
        else if (file.newPath) hindi.newPath = hindiPathOf(file.newPath)
        return [english, hindi]
      })
    }
    var own = {
      getEntry: function (path) {
        if (!hasHindi(path)) return backend.getEntry(path)
        return Promise.all([backend.getEntry(path), readHindi(path)]).then(function (both) {
          return Object.assign({}, both[0], { data: joined(both[0].data, both[1]) })
        })
      },
      entriesByFiles: function (files) {
        return backend.entriesByFiles(files).then(allWithHindi)
      },
      entriesByFolder: function (folder, extension, depth) {
        return backend.entriesByFolder(folder, extension, depth).then(allWithHindi)
      },
      allEntriesByFolder: function (folder, extension, depth, pathRegex) {
        return backend.allEntriesByFolder(folder, extension, depth, pathRegex).then(allWithHindi)
      },
      traverseCursor: function (cursor, action) {
        return backend.traverseCursor(cursor, action).then(function (result) {
          return allWithHindi(result && result.entries).then(function () {
            return result
          })
        })
      },
      persistEntry: function (entry, options) {
        var newEntry = Boolean(options && options.newEntry)
        var files = (entry.dataFiles || []).map(function (file) {
          return splitFile(file, newEntry)
        })
        return Promise.all(files).then(function (lists) {
          var dataFiles = [].concat.apply([], lists)
          listing = null
          return backend.persistEntry(Object.assign({}, entry, { dataFiles: dataFiles }), options)
        })
      },
      // The editorial workflow: a draft's Hindi file is read with its English file, never as an entry of its own.
      unpublishedEntry: function (args) {
        return backend.unpublishedEntry(args).then(function (draft) {
          if (!draft || !Array.isArray(draft.diffs)) return draft
          var diffs = draft.diffs.filter(function (diff) {
            return englishPathOf(diff.path) === undefined
          })
          draft.diffs.forEach(function (diff) {
            var english = englishPathOf(diff.path)
            if (english === undefined) return
            hindiDrafts[diff.path] = diff.id
            var listed = diffs.some(function (each) {
              return each.path === english
            })
            if (!listed) diffs.push({ path: english, id: '', newFile: false })
          })
          return Object.assign({}, draft, { diffs: diffs })
        })
      },
      unpublishedEntryDataFile: function (collection, slug, path, id) {
        if (!hasHindi(path)) return backend.unpublishedEntryDataFile(collection, slug, path, id)
        var english = id
          ? backend.unpublishedEntryDataFile(collection, slug, path, id)
          : backend.getEntry(path).then(function (entry) {
              return entry.data
            })
        var hindiPath = hindiPathOf(path)
        var hindi = hindiDrafts[hindiPath]
          ? backend.unpublishedEntryDataFile(collection, slug, hindiPath, hindiDrafts[hindiPath]).catch(function () {
              return null
            })
          : readHindi(path)
        return Promise.all([english, hindi]).then(function (both) {
          return joined(both[0], both[1])
        })
      },
    }
    return new Proxy(backend, {
      get: function (target, key) {
        if (Object.prototype.hasOwnProperty.call(own, key) && typeof target[key] === 'function') return own[key]
        var value = target[key]
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  }

  function install(cms) {
    BACKENDS.forEach(function (name) {
      var registered = cms.getBackend(name)
      if (!registered || registered.hindiFiles) return
      var init = registered.init
      registered.init = function () {
        return wrap(init.apply(this, arguments))
      }
      registered.hindiFiles = true
    })
  }

  document.addEventListener('DOMContentLoaded', function () {
    var cms = window.CMS
    if (!cms) return
    try {
      install(cms)
    } finally {
      cms.init()
    }
  })
})()
`

/** The script for a configuration: the places of its collections edited in Hindi written into it. */
export function hindiFilesScript(config: DecapEntry): string {
  return SCRIPT.replace('__PLACES__', JSON.stringify(hindiPlacesOf(config))).replace(
    '__BACKENDS__',
    JSON.stringify(BACKENDS),
  )
}
