import type { TestIdpPerson } from './testIdpSettings';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The person picker, like a bank-ID test environment's: one radio button per test person, a submit and
 * a cancel. Plain HTML with a label for every control, so it works with a keyboard and a screen reader
 * and needs no script (the portal's CSP allows none inline anyway).
 */
export function renderPersonPicker(
  action: string,
  hidden: Readonly<Record<string, string>>,
  persons: readonly TestIdpPerson[],
  error?: string,
): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  const options = persons
    .map(
      (person, index) => `<div class="person">
        <input type="radio" id="person-${index}" name="person" value="${index}"${index === 0 ? ' checked' : ''}>
        <label for="person-${index}">${escapeHtml(person.name)} <span class="hetu">(${escapeHtml(person.hetu)})</span></label>
      </div>`,
    )
    .join('\n      ');
  return `<!doctype html>
<html lang="fi">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Testitunnistus – valitse testihenkilö</title>
  <link rel="stylesheet" href="style.css">
</head>
<body>
  <main>
    <h1>Testitunnistus</h1>
    <p>Tämä on kehitysympäristön tunnistuspalvelu. Henkilöt ja henkilötunnukset ovat keksittyjä.</p>
    ${error ? `<p role="alert" class="error">${escapeHtml(error)}</p>` : ''}
    <form method="post" action="${escapeHtml(action)}">
      ${fields}
      <fieldset>
        <legend>Tunnistaudu testihenkilönä</legend>
      ${options}
      </fieldset>
      <div class="actions">
        <button type="submit" name="decision" value="accept">Tunnistaudu</button>
        <button type="submit" name="decision" value="cancel">Peruuta</button>
      </div>
    </form>
  </main>
</body>
</html>`;
}

export const PICKER_STYLES = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#1a1a1a;background:#fff;line-height:1.5}
main{max-width:36rem;margin:0 auto}
fieldset{border:1px solid #595959;border-radius:4px;padding:0.5rem 1rem}
.person{display:flex;align-items:center;gap:0.5rem;min-height:44px}
.person input{width:24px;height:24px}
.hetu{color:#404040}
.actions{display:flex;gap:1rem;margin-top:1rem;flex-wrap:wrap}
button{min-height:44px;min-width:44px;padding:0.5rem 1.25rem;font-size:1rem;border:2px solid #0b4f8a;border-radius:4px;background:#0b4f8a;color:#fff;cursor:pointer}
button[value=cancel]{background:#fff;color:#0b4f8a}
button:focus-visible,input:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
.error{color:#a00000;font-weight:600}`;
