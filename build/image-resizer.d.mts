// Types of build/image-resizer.mjs for the TypeScript that imports it (build/image-resizer-plugin.ts).
export const RESIZE_PATH: string
export function resizerTemplate(origin?: string): string
export interface ResizeAnswer {
  status: number
  type: string
  body: Buffer
  headers?: Record<string, string>
}
export function createResizer(
  loadSource: (source: string) => Promise<Buffer | undefined>,
): (url: URL, accept?: string) => Promise<ResizeAnswer>
