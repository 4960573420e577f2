import { ErrorPage } from './error-page'

export const NotFoundPage = () => (
  <ErrorPage code="Error 404" title="Erm. Page not found">
    <p>We suggest you go to the homepage while we solve this issue.</p>
  </ErrorPage>
)
