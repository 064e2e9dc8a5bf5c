import { useQuery } from '@tanstack/react-query'
import { videosQuery } from '@/api/video.queries'
import { QuerySection } from '@/components/ui/QuerySection'
import { VideoFilteredList } from './VideoFilteredList'

/** Video Gallery: the year and title filters over every video, with its loading and error states. */
export function VideoList() {
  const query = useQuery(videosQuery())
  return (
    <QuerySection query={query} label="the video gallery">
      {(videos) => <VideoFilteredList videos={videos} />}
    </QuerySection>
  )
}
