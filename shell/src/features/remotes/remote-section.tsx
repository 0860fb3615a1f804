import { useLanguage } from '@snowday/shared-i18n';
import type { ExposeName, RemoteName } from '@snowday/shared-i18n/contract';
import { lazy, Suspense, use, useMemo, useState } from 'react';
import { forgetFailedRuntimeConfig, getRuntimeConfig } from './runtime-config';
import { loadSection } from './load-section';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionLoading, SectionUnavailable } from './section-fallback';

interface RemoteSectionProps<R extends RemoteName> {
  remote: R;
  module: ExposeName<R>;
}

function ConfiguredSection({ Section }: { Section: ReturnType<typeof lazySection> }) {
  const language = useLanguage();
  const { settings } = use(getRuntimeConfig());
  return <Section language={language} settings={settings} />;
}

function lazySection<R extends RemoteName>(remote: R, module: ExposeName<R>, attempt: number) {
  return lazy(() => loadSection(remote, module, attempt));
}

/**
 * One remote page inside its own error boundary and Suspense (issue 2): a spinner while it
 * loads, a translated fallback with a retry when it fails. Each retry builds a fresh `lazy()`,
 * because React remembers a rejected lazy component for good.
 */
export function RemoteSection<R extends RemoteName>({ remote, module }: RemoteSectionProps<R>) {
  const [attempt, setAttempt] = useState(0);
  const Section = useMemo(() => lazySection(remote, module, attempt), [remote, module, attempt]);
  return (
    <SectionErrorBoundary
      key={`${remote}/${module}`}
      onRetry={() => {
        forgetFailedRuntimeConfig();
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => <SectionUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<SectionLoading />}>
        <ConfiguredSection Section={Section} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
