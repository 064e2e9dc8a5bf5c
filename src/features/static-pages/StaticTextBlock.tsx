import type { TextBlock } from '@/content/static-page.types'
import { ContentText, useContentText } from '@/components/ui/ContentText'

/** One paragraph, list or note of a static page section. */
export function StaticTextBlock({ block }: { block: TextBlock }) {
  const inPageLanguage = useContentText()
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <ContentText text={block.text} />
        </p>
      )
    case 'note':
      return (
        <p className="static-note" role="note">
          <strong>
            <ContentText text={block.title} />:
          </strong>{' '}
          <ContentText text={block.text} />
        </p>
      )
    case 'list': {
      const items = block.items.map((item) => (
        <li key={item}>
          <ContentText text={item} />
        </li>
      ))
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className="static-list" aria-label={block.label && inPageLanguage(block.label).text}>
          {items}
        </List>
      )
    }
  }
}
