import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeArticleHtml } from './sanitize.ts';

describe('sanitizeArticleHtml', () => {
  it.each([
    '<p>Bekezdés <strong>erős</strong>, <b>b</b>, <em>dőlt</em>, <i>i</i>, <u>u</u>, <s>s</s></p>',
    '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>',
    '<ul><li>egy</li><li>kettő</li></ul><ol start="3"><li>három</li></ol>',
    '<blockquote><p>idézet</p></blockquote>',
    '<p><a href="https://example.com/cikk?a=1&amp;b=2" title="cím">link</a></p>',
    '<p><a href="mailto:szerkesztoseg@example.com">levél</a></p>',
    '<figure><img src="/uploads/posts/content/a.jpg" alt="kép" width="300" height="200" /><figcaption>Felirat</figcaption></figure>',
    '<p>sor<br />új sor</p><hr />',
    '<pre><code>const x = 1;</code></pre>',
    '<table><thead><tr><th colspan="2">fej</th></tr></thead><tbody><tr><td rowspan="2">cella</td></tr></tbody></table>',
    '<p>x<sub>2</sub> y<sup>3</sup> <mark>kiemelt</mark></p>',
  ])('keeps allowed markup as it is: %s', (html) => {
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  it('drops script and style elements with their content', () => {
    expect(sanitizeArticleHtml('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeArticleHtml('<p><script>x</script></p>')).toBe('<p></p>');
  });

  it('drops event handlers and style attributes', () => {
    expect(sanitizeArticleHtml('<p onclick="alert(1)" style="color:red">a</p>')).toBe('<p>a</p>');
    expect(sanitizeArticleHtml('<img src="/uploads/a.jpg" onerror="alert(1)" onload="x()">')).toBe(
      '<img src="/uploads/a.jpg" />',
    );
    expect(sanitizeArticleHtml('<p style="background:url(https://evil.example/x.png)">a</p>')).toBe(
      '<p>a</p>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//evil.example/x',
  ])('drops the href %j but keeps the link text', (href) => {
    const out = sanitizeArticleHtml(`<a href="${href}">szöveg</a>`);
    expect(out).toBe('<a>szöveg</a>');
  });

  it('drops images whose source is a data: or javascript: URL', () => {
    expect(sanitizeArticleHtml('<p>a<img src="data:image/png;base64,iVBORw0KGgo=">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeArticleHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitizeArticleHtml('<img alt="forrás nélkül">')).toBe('');
  });

  it('drops elements outside the allow-list but keeps their text', () => {
    expect(sanitizeArticleHtml('<div><span>szöveg</span></div>')).toBe('szöveg');
    expect(sanitizeArticleHtml('<iframe src="https://evil.example"></iframe><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeArticleHtml('<object data="x.swf"></object><embed src="x.swf"><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeArticleHtml('<form action="/x"><input name="a"><button>küld</button></form>')).toBe(
      'küld',
    );
    expect(sanitizeArticleHtml('<svg onload="alert(1)"><circle r="1"/></svg><p>a</p>')).toBe('<p>a</p>');
  });

  it('opens target=_blank links with rel=noopener noreferrer, and drops other targets', () => {
    expect(sanitizeArticleHtml('<a href="https://x.hu" target="_blank">új</a>')).toBe(
      '<a href="https://x.hu" target="_blank" rel="noopener noreferrer">új</a>',
    );
    expect(sanitizeArticleHtml('<a href="https://x.hu" target="_blank" rel="opener">új</a>')).toBe(
      '<a href="https://x.hu" target="_blank" rel="noopener noreferrer">új</a>',
    );
    expect(sanitizeArticleHtml('<a href="https://x.hu" target="_top">x</a>')).toBe(
      '<a href="https://x.hu">x</a>',
    );
  });

  it('drops attributes outside the allow-list', () => {
    expect(sanitizeArticleHtml('<p class="x" id="y" data-x="1">a</p>')).toBe('<p>a</p>');
  });

  it('escapes text so it stays text, and trims the result', () => {
    expect(sanitizeArticleHtml('  <p>1 &lt; 2 &amp; 3 &gt; 2</p>  ')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
    expect(sanitizeArticleHtml('<p>"idézet"</p>')).toBe('<p>"idézet"</p>');
  });

  it('comments and unclosed tricks do not survive', () => {
    expect(sanitizeArticleHtml('<p>a<!-- <script>alert(1)</script> --></p>')).toBe('<p>a</p>');
    expect(sanitizeArticleHtml('<p>a</p><scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/i);
    expect(sanitizeArticleHtml('<img src=x onerror=alert(1)//')).not.toContain('onerror');
  });
});

describe('isBlankHtml', () => {
  it.each([
    '',
    '   ',
    '<p></p>',
    '<p> </p>',
    '<p>&nbsp;</p>',
    '<p>&#160;</p>',
    '<p><br /></p>',
    '<h2></h2><ul><li></li></ul>',
  ])('%j is blank', (html) => {
    expect(isBlankHtml(html)).toBe(true);
  });

  it.each(['<p>a</p>', 'szöveg', '<p><img src="/uploads/a.jpg" /></p>', '<p>&lt;</p>'])(
    '%j is not blank',
    (html) => {
      expect(isBlankHtml(html)).toBe(false);
    },
  );

  it('after sanitising, only script content is blank', () => {
    expect(isBlankHtml(sanitizeArticleHtml('<p><script>x</script></p>'))).toBe(true);
    expect(isBlankHtml(sanitizeArticleHtml('<p><img src="data:image/png;base64,AAAA"></p>'))).toBe(true);
  });
});
