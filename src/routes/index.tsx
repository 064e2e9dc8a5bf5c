import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../config/page-head'
import { SCHOOL_NAME } from '../config/site'

export const Route = createFileRoute('/')({
  head: () => pageHead('/'),
  component: HomePage,
})

function HomePage() {
  return (
    <div className="container page">
      <h1 className="page-title">Welcome to {SCHOOL_NAME}</h1>
      <p>An ICSE (class X) and ISC (class XII) school and college at Station Road, Pilikothi.</p>
      <ul className="home-shortcuts">
        <li>
          <Link to="/News">News</Link>
        </li>
        <li>
          <Link to="/Events">Events</Link>
        </li>
        <li>
          <Link to="/school-topper">Results</Link>
        </li>
        <li>
          <Link to="/TC">Transfer Certificate</Link>
        </li>
        <li>
          <Link to="/contactUs">Contact Us</Link>
        </li>
      </ul>
    </div>
  )
}
