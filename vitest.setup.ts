// Every unit test loads this; only those with a DOM (jsdom) load Testing Library and its
// matchers, which Node-environment tests (servers, builds, tools) never use.
if (typeof document !== 'undefined') await import('./vitest.dom-setup');
