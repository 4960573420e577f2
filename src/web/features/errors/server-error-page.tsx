import { css } from '../../../../styled-system/css'
import { ErrorPage } from './error-page'

export const ServerErrorPage = ({ correlationId }: { correlationId: string }) => (
  <ErrorPage code="Error 500" title="Something went wrong">
    <p>
      An error has occurred. Please contact customer service and give them this error code:{' '}
      <code
        className={css({
          fontFamily: 'mono',
          color: 'fg.default',
          bg: 'bg.subtle',
          px: '1.5',
          py: '0.5',
          borderRadius: 'sm',
          overflowWrap: 'anywhere',
        })}
      >
        {correlationId}
      </code>
    </p>
  </ErrorPage>
)
