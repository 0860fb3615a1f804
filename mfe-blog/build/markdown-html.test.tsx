// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownBody } from '../src/features/posts/components/markdown-body';
import { markdownToHtml } from './markdown-html';

/** A post's body as the build makes it and the article shows it. */
describe('a post body, rendered when the blog is built', () => {
  it('renders headings, paragraphs and lists as elements', () => {
    render(
      <MarkdownBody
        html={markdownToHtml('## Safety first\n\nDress in **layers**.\n\n- hat\n- mittens', 'en')}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Safety first' })).toBeInTheDocument();
    expect(screen.getByText('layers').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('turns a # heading into <h2>, keeping the title the only <h1>', () => {
    render(<MarkdownBody html={markdownToHtml('# Big heading\n\nText', 'en')} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Big heading' })).toBeInTheDocument();
  });

  it('never turns raw HTML into elements', () => {
    const markdown = [
      'Before <script>window.hacked = true</script> after',
      '',
      '<img src="x" onerror="window.hacked = true">',
      '',
      '<div onclick="alert(1)"><iframe src="https://evil.test"></iframe></div>',
    ].join('\n');
    const { container } = render(<MarkdownBody html={markdownToHtml(markdown, 'en')} />);
    for (const tag of ['script', 'img', 'iframe', '.blog-prose div']) {
      expect(container.querySelector(tag)).toBeNull();
    }
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    expect('hacked' in window).toBe(false);
    // Shown as plain text instead, so an author's mistake is visible rather than silent.
    expect(container).toHaveTextContent('Before <script>window.hacked = true</script> after');
  });

  it('empties javascript: links', () => {
    render(<MarkdownBody html={markdownToHtml('[Click me](javascript:alert(1))', 'en')} />);
    expect(screen.getByText('Click me').closest('a')?.getAttribute('href') ?? '').not.toMatch(
      /javascript/i,
    );
  });

  it('puts <wbr> between the words of a Chinese text, never in code or the markup', () => {
    const markdown =
      '## 雪的科学\n\n冬季往往会下大雪，[乡村道路](/zh/blog)各不相同。\n\n`冬季往往会下大雪`';
    const html = markdownToHtml(markdown, 'zh');
    expect(html.replaceAll('<wbr aria-hidden="true"/>', '')).toBe(markdownToHtml(markdown, 'en'));
    const { container } = render(<MarkdownBody html={html} />);
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveTextContent('冬季往往会下大雪，乡村道路各不相同。');
    expect(paragraph?.querySelectorAll('wbr').length).toBeGreaterThan(3);
    expect(container.querySelector('a wbr')).not.toBeNull();
    expect(container.querySelector('h2 wbr')).not.toBeNull();
    expect(container.querySelector('code wbr')).toBeNull();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/zh/blog');
  });

  it('marks an English fallback body with its language', () => {
    const { container } = render(<MarkdownBody html={markdownToHtml('Hello', 'en')} lang="en" />);
    expect(container.firstElementChild).toHaveAttribute('lang', 'en');
  });
});
