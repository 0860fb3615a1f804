import { setupI18nFor } from '@snowday/shared-i18n/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionUnavailable } from './section-fallback';

let healthy = false;
function Flaky() {
  if (!healthy) throw new Error('remote exploded');
  return <p>Section content</p>;
}

function Harness() {
  const [retries, setRetries] = useState(0);
  return (
    <>
      <p>Chrome still here ({retries})</p>
      <SectionErrorBoundary
        onRetry={() => setRetries((n) => n + 1)}
        fallback={(retry) => <SectionUnavailable onRetry={retry} />}
      >
        <Flaky />
      </SectionErrorBoundary>
    </>
  );
}

describe('SectionErrorBoundary', () => {
  it('contains a throwing section and recovers on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await setupI18nFor('/es');
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('Chrome still here (0)')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { name: 'No se pudo cargar esta sección' });
    expect(heading).toHaveFocus();
    healthy = true;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('Section content')).toBeInTheDocument();
    expect(screen.getByText('Chrome still here (1)')).toBeInTheDocument();
  });
});
