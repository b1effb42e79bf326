import { describe, expect, it } from 'vitest';
import type { Service, Staff, StaffService } from '../../domain/types';
import { activeStaffLabel, isAssigned, linkKey, serviceCoverage, settlePending, staffCards } from './staff-view';

const sync = { salon_id: 's1', updated_at: '', deleted: false, version: null };
const member = (id: string, name: string, is_active = true, deleted = false): Staff => ({
  ...sync,
  id,
  name,
  phone: null,
  position: 'Nail Technician',
  is_active,
  deleted,
});
const service = (id: string, name: string, deleted = false): Service => ({ ...sync, id, name, price: 30, duration: 45, description: null, deleted });
const link = (staff_id: string, service_id: string, deleted = false): StaffService => ({
  ...sync,
  id: `${staff_id}:${service_id}`,
  staff_id,
  service_id,
  deleted,
});

const services = [service('pedi', 'Pedicure'), service('gel', 'Gel Manicure'), service('old', 'Old Service', true)];
const staff = [member('b', 'Bao'), member('a', 'Anh', false), member('x', 'Gone', true, true)];
const links = [link('b', 'pedi'), link('b', 'gel'), link('a', 'gel'), link('a', 'pedi', true), link('b', 'old'), link('x', 'gel')];

describe('staffCards', () => {
  it('lists live members by name with their live services by name', () => {
    const cards = staffCards(staff, services, links);
    expect(cards.map((c) => c.member.name)).toEqual(['Anh', 'Bao']);
    expect(cards[1].assigned.map((s) => s.name)).toEqual(['Gel Manicure', 'Pedicure']);
    expect([...cards[1].assignedIds].sort()).toEqual(['gel', 'pedi']);
  });

  it('drops unlinked and deleted-service links, leaving a member with none empty', () => {
    const cards = staffCards(staff, services, links);
    expect(cards[0].assigned.map((s) => s.id)).toEqual(['gel']);
    expect(staffCards([member('c', 'Chi')], services, links)[0].assigned).toEqual([]);
  });
});

describe('serviceCoverage', () => {
  it('counts only active, live members per live service', () => {
    const coverage = serviceCoverage(services, staff, links);
    expect(coverage.map((c) => [c.service.name, c.activeStaff])).toEqual([
      ['Gel Manicure', 1],
      ['Pedicure', 1],
    ]);
  });

  it('counts a member once even with duplicate links', () => {
    const coverage = serviceCoverage([service('gel', 'Gel')], [member('b', 'Bao')], [link('b', 'gel'), { ...link('b', 'gel'), id: 'dup' }]);
    expect(coverage[0].activeStaff).toBe(1);
  });

  it('labels the count', () => {
    expect([0, 1, 3].map(activeStaffLabel)).toEqual(['No active staff', '1 active staff member', '3 active staff members']);
  });
});

describe('pending service choices', () => {
  const cards = staffCards(staff, services, links); // Anh: gel; Bao: gel, pedi
  const bao = cards.find((c) => c.member.id === 'b')!;

  it('shows a pending choice over the stored one', () => {
    expect(isAssigned(bao, 'pedi', {})).toBe(true);
    expect(isAssigned(bao, 'pedi', { [linkKey('b', 'pedi')]: false })).toBe(false);
    expect(isAssigned(bao, 'pedi', { [linkKey('a', 'pedi')]: false })).toBe(true);
  });

  it('settles choices the rows now show and those of removed members, keeps the rest', () => {
    const pending = { [linkKey('b', 'pedi')]: true, [linkKey('a', 'pedi')]: true, [linkKey('gone', 'gel')]: false };
    expect(settlePending(pending, cards)).toEqual({ [linkKey('a', 'pedi')]: true });
    const waiting = { [linkKey('a', 'pedi')]: true };
    expect(settlePending(waiting, cards)).toBe(waiting);
  });
});
