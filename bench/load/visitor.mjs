// One simulated user of the load bench: signs in, then visits pages like a person would (think time
// between pages), each page making the API calls the web makes for it. Every call is timed under a
// route label without ids, so the report is per route.
import { WEB_VERSION } from './server.mjs';

const PASSWORD = 'Demo-salasana-2026'; // host/server/src/demo/demoUsers.ts DEMO_PASSWORD

/** Yesterday's date in Finland, YYYY-MM-DD: what the front page's summary and the day view show. */
function helsinkiDate(offsetDays) {
  return new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Helsinki' });
}

/** The page mix: weights sum to 100. */
export const PAGE_MIX = [
  ['front page', 35],
  ['use places', 15],
  ['consumption', 25],
  ['invoices', 12],
  ['rename place', 4],
  ['budget change', 4],
  ['logout and login', 5],
];

export class Visitor {
  constructor({ base, email, stats, random, thinkMs }) {
    Object.assign(this, { base, email, stats, random, thinkMs });
    this.cookies = new Map();
    this.userId = undefined;
    this.places = [];
    this.invoiceNumbers = [];
  }

  async call(label, method, path, body) {
    const headers = { 'x-web-version': WEB_VERSION, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status = 0;
    let payload;
    let detail;
    try {
      const response = await fetch(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      status = response.status;
      for (const header of response.headers.getSetCookie()) {
        const [pair, ...attributes] = header.split(';');
        const [name, value] = pair.split('=');
        const expired = attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
        if (expired || value === '') this.cookies.delete(name.trim());
        else this.cookies.set(name.trim(), value);
      }
      const type = response.headers.get('content-type') ?? '';
      payload = type.includes('json') ? await response.json() : await response.arrayBuffer();
      if (status >= 400) detail = `${status} ${JSON.stringify(payload).slice(0, 200)}`;
    } catch (error) {
      detail = `network: ${error.message}`;
    }
    const ms = performance.now() - started;
    this.stats.record(label, ms, status >= 200 && status < 400, detail ?? '');
    return { status, payload };
  }

  async login() {
    if (!this.flags) this.flags = (await (await fetch(`${this.base}/api/v1/features`)).json()).flags;
    const { status } = await this.call('POST login', 'POST', '/api/auth/v1/login', { email: this.email, password: PASSWORD });
    if (status !== 200) throw new Error(`login of ${this.email} answered ${status}`);
    if (!this.userId) {
      const { payload } = await this.call('GET /v2/me', 'GET', '/api/v2/me');
      this.userId = payload.priwattiUserId;
      await this.loadPlaces();
    }
  }

  async loadPlaces() {
    const { payload } = await this.call('GET location content', 'GET', `/api/v2/servicelocation/user/${this.userId}/content`);
    this.places = (payload?.content ?? []).map((item) => ({
      id: item.location.locationIdentifier,
      utility: item.utilityType,
      metered: item.meteringPointId !== null,
      writable: item.accessRight === 'FULL_ACCESS',
      // The budget is a feature of the place (consumptionBudget); read-only or off, the page hides it.
      budgetEditable: item.features.some((f) => f.feature === 'consumptionBudget' && f.enabled && !f.readOnly),
    }));
    if (this.places.length > 0) {
      const { payload: list } = await this.call('GET invoices list', 'GET', `/api/v1/invoices/user/${this.userId}`);
      this.invoiceNumbers = (list?.invoices ?? []).slice(0, 10).map((invoice) => invoice.invoiceNumber);
    }
  }

  pick(list) {
    return list[Math.floor(this.random() * list.length)];
  }

  meteredPlace(utility) {
    const candidates = this.places.filter((p) => p.metered && (!utility || p.utility === utility));
    return candidates.length ? this.pick(candidates) : undefined;
  }

  consumptionBase(place) {
    const kind = place.utility === 'DISTRICT_HEATING' ? 'districtheating' : 'electricity';
    return { kind, path: `/api/v2/consumption/user/${this.userId}/location/${encodeURIComponent(place.id)}/${kind}` };
  }

  async frontPage() {
    const user = `/api/v2/servicelocation/user/${this.userId}`;
    const electric = this.meteredPlace('ELECTRICITY');
    await Promise.all([
      this.call('GET /v2/me', 'GET', '/api/v2/me'),
      this.call('GET location content', 'GET', `${user}/content`),
      electric ? this.call('GET electricity summary (yesterday)', 'GET', `${this.consumptionBase(electric).path}/summary`) : Promise.resolve(),
      this.places.length ? this.call('GET invoices list', 'GET', `/api/v1/invoices/user/${this.userId}`) : Promise.resolve(),
    ]);
  }

  async usePlaces() {
    await this.call('GET location content', 'GET', `/api/v2/servicelocation/user/${this.userId}/content`);
    const place = this.places.length ? this.pick(this.places) : undefined;
    if (place) {
      await this.call('GET location details', 'GET', `/api/v2/servicelocation/user/${this.userId}/location/${encodeURIComponent(place.id)}/details`);
    }
  }

  async consumption() {
    // District heating only where the company has it on (flag districtHeatingConsumption).
    const utilities = this.flags?.districtHeatingConsumption ? ['ELECTRICITY', 'DISTRICT_HEATING'] : ['ELECTRICITY'];
    const place = this.meteredPlace(this.pick(utilities)) ?? this.meteredPlace('ELECTRICITY');
    if (!place) return this.frontPage();
    const { kind, path } = this.consumptionBase(place);
    const mode = this.pick(['day', 'month', 'year']);
    const start = helsinkiDate(-1);
    await this.call(`GET ${kind} timeseries ${mode}`, 'GET', `${path}/timeseries?mode=${mode}&start=${start}&unit=kWh&vat=VAT_24`);
  }

  async invoices() {
    if (!this.places.length) return this.frontPage();
    await this.call('GET invoices list', 'GET', `/api/v1/invoices/user/${this.userId}`);
    // One visit in three opens an invoice's PDF.
    if (this.invoiceNumbers.length && this.random() < 1 / 3) {
      const number = this.pick(this.invoiceNumbers);
      await this.call('GET invoice PDF', 'GET', `/api/v2/invoices/user/${this.userId}/invoice/${encodeURIComponent(number)}/pdf`);
    }
  }

  async renamePlace() {
    const writable = this.places.filter((p) => p.writable);
    if (!writable.length) return this.usePlaces();
    const place = this.pick(writable);
    const displayName = `Kuormitus ${Math.floor(this.random() * 1000)}`;
    await this.call('POST rename place', 'POST', `/api/v2/servicelocation/user/${this.userId}/location/${encodeURIComponent(place.id)}/name`, {
      displayName,
    });
  }

  async budgetChange() {
    const writable = this.places.filter((p) => p.writable && p.budgetEditable && p.metered && p.utility === 'ELECTRICITY');
    if (!writable.length || !this.flags?.consumptionBudget) return this.consumption();
    const place = this.pick(writable);
    const base = `/api/v2/consumption/user/${this.userId}/location/${encodeURIComponent(place.id)}`;
    const budget = Math.round((200 + this.random() * 2000) * 100) / 100;
    await this.call('POST set budget', 'POST', `${base}/setConsumptionBudget`, { active: true, budget, unit: 'kWh' });
    await this.call('GET budget', 'GET', `${base}/budget`);
  }

  async logoutAndLogin() {
    await this.call('POST logout', 'POST', '/api/auth/v1/logout', {});
    // A failed login is counted as an error of its route; the user tries again on the next visit.
    await this.login().catch(() => (this.signedOut = true));
  }

  async visit(page) {
    if (this.signedOut) {
      this.signedOut = false;
      return this.logoutAndLogin();
    }
    switch (page) {
      case 'front page':
        return this.frontPage();
      case 'use places':
        return this.usePlaces();
      case 'consumption':
        return this.consumption();
      case 'invoices':
        return this.invoices();
      case 'rename place':
        return this.renamePlace();
      case 'budget change':
        return this.budgetChange();
      case 'logout and login':
        return this.logoutAndLogin();
    }
  }

  nextPage() {
    let roll = this.random() * 100;
    for (const [page, weight] of PAGE_MIX) if ((roll -= weight) < 0) return page;
    return PAGE_MIX[0][0];
  }

  /** Visits pages until `until` (ms epoch), with think time drawn from 0.5–1.5 × thinkMs. */
  async run(until) {
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, this.thinkMs * (0.5 + this.random())));
      if (Date.now() >= until) break;
      await this.visit(this.nextPage());
    }
  }
}
