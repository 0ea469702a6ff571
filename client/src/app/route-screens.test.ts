import { describe, expect, it } from 'vitest';
import { ROUTE_SCREENS } from './route-screens';
import { ROUTES } from '../navigation/routes';

describe('route screens', () => {
  it('has exactly one screen per route id', () => {
    expect(Object.keys(ROUTE_SCREENS).sort()).toEqual(ROUTES.map((route) => route.id).sort());
  });
});
