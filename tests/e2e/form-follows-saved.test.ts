// A settings form open in two tabs of one device: an untouched form takes what the other tab
// saved, a form being edited keeps the typing, and a form just saved is clean again, so it
// takes the next change too. Two tabs share the device's database, so no sync is waited for.
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard.page';
import { ProfilePage } from './pages/profile.page';
import { RegisterPage } from './pages/register.page';
import { uniqueEmail, useE2E } from './support/fixture';
import { eventually } from './support/wait';

const e2e = useE2E();
const value = (l: { inputValue(): Promise<string> }) => l.inputValue();

describe('a profile form and the saved row', () => {
  it('follows saves made in another tab until edited, and again once saved', async () => {
    const pageA = await e2e.newPage();
    const register = new RegisterPage(pageA, e2e.baseUrl);
    await register.goto();
    await register.fill({ ownerName: 'Mai Tran', email: uniqueEmail('follow'), password: 'polish123', salonName: 'Lotus Nails', salonPhone: '555-0100' });
    await register.submit();
    await new DashboardPage(pageA, e2e.baseUrl).ready();
    const a = new ProfilePage(pageA, e2e.baseUrl);
    await a.goto();
    const b = new ProfilePage(await pageA.context().newPage(), e2e.baseUrl);
    await b.goto();
    await eventually(async () => expect(await value(b.infoField('Salon Name'))).toBe('Lotus Nails'));

    // Untouched in B: A's save shows there.
    await a.infoField('Salon Name').fill('Lotus Nails & Spa');
    await a.infoField('Address').fill('12 Orchid Lane');
    await a.saveInfo.click();
    await a.message('Salon information updated successfully!').waitFor();
    await eventually(async () => expect(await value(b.infoField('Salon Name'))).toBe('Lotus Nails & Spa'));

    // Being edited in B: A's next save does not overwrite it. The untouched hours in B show that
    // A's saves (information first, then hours) have arrived there.
    await b.infoField('Address').fill('Typed in B');
    await a.infoField('Salon Name').fill('Lotus Spa');
    await a.saveInfo.click();
    await a.message('Salon information updated successfully!').waitFor();
    await a.closes('Monday').fill('18:30');
    await a.saveHours.click();
    await a.hoursForm.getByText('Salon information updated successfully!').waitFor();
    await eventually(async () => expect(await value(b.closes('Monday'))).toBe('18:30'));
    expect([await value(b.infoField('Salon Name')), await value(b.infoField('Address'))]).toEqual(['Lotus Nails & Spa', 'Typed in B']);

    // A's form was saved, so it is clean and takes B's save.
    await b.saveInfo.click();
    await b.message('Salon information updated successfully!').waitFor();
    await eventually(async () =>
      expect([await value(a.infoField('Salon Name')), await value(a.infoField('Address'))]).toEqual(['Lotus Nails & Spa', 'Typed in B']),
    );
  });
});
