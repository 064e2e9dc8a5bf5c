import type { TextBlock } from '@/content/static-page.types'

/** One paragraph, list or note of a static page section. */
export function StaticTextBlock({ block }: { block: TextBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>
    case 'note':
      return (
        <p className="static-note" role="note">
          <strong>{block.title}:</strong> {block.text}
        </p>
      )
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>)
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className="static-list" aria-label={block.label}>
          {items}
        </List>
      )
    }
  }
}
