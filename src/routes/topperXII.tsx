import { createFileRoute } from '@tanstack/react-router'
import { ContentPending } from '../components/layout/ContentPending'
import { PageShell } from '../components/layout/PageShell'
import { pageHead } from '../config/page-head'

export const Route = createFileRoute('/topperXII')({
  head: () => pageHead('/topperXII'),
  component: TopperXIIPage,
})

function TopperXIIPage() {
  return (
    <PageShell path="/topperXII">
      <ContentPending />
    </PageShell>
  )
}
