import { describe, expect, it } from 'vitest';
import { CORE_API_VERSION } from './apiVersion';
import { definePlugin } from './definePlugin';
import { routeBindingProblems } from './routeBindingProblems';
import { createRouteRef } from './routeRef';

const page = async () => ({ default: () => null });
const linking = definePlugin({ id: 'prices', version: '0.0.0', apiVersion: CORE_API_VERSION, enabledWhen: {} });
const owning = definePlugin({
  id: 'alarms',
  version: '0.0.0',
  apiVersion: CORE_API_VERSION,
  enabledWhen: {},
  routes: [{ ref: createRouteRef({ id: 'alarms.price', path: '/alarms/price' }), page }],
});

describe('routeBindingProblems', () => {
  it('accepts a binding between shipped plugins to an existing route, and no bindings at all', () => {
    expect(routeBindingProblems([linking, owning], { 'prices.alarm': 'alarms.price' })).toEqual([]);
    expect(routeBindingProblems([linking], undefined)).toEqual([]);
  });

  it('names a binding whose target route no shipped plugin has', () => {
    expect(routeBindingProblems([linking], { 'prices.alarm': 'alarms.price' })).toEqual([
      'route binding "prices.alarm" → "alarms.price": no plugin in the company\'s set has a route "alarms.price"; bind it to a route ref id of a shipped plugin',
    ]);
  });

  it('names a binding of a linking plugin the company does not ship', () => {
    expect(routeBindingProblems([owning], { 'prices.alarm': 'alarms.price' })).toEqual([
      'route binding "prices.alarm" names plugin "prices", which is not in the company\'s plugins: remove the binding or ship the plugin',
    ]);
  });
});
