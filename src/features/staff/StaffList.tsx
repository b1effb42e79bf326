import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { deleteStaff, setStaffActive, setStaffService } from '../../db/repositories/staff';
import type { Service, Staff, StaffBreak, StaffService, StaffTimeOff } from '../../domain/types';
import { Spinner, useAction } from '../../ui';
import { FeedbackBanner } from '../../ui/FormBits';
import { filterByQuery } from '../search/match';
import { useSearchQuery } from '../search/use-screen-search';
import { StaffCard } from './StaffCard';
import { linkKey, settlePending, staffCards, type PendingLinks } from './staff-view';
import { TimeOffDialog } from './TimeOffDialog';
import { awaySummary, memberBreaks, memberTimeOff } from './time-off-view';

export interface StaffListProps {
  salonId: string;
  /** The salon's date: time off that ended before it is history and not listed. */
  today: string;
  staff: Staff[] | undefined;
  services: Service[] | undefined;
  links: StaffService[] | undefined;
  timeOff: StaffTimeOff[] | undefined;
  breaks: StaffBreak[] | undefined;
}

const NONE: never[] = [];

/** Current Staff (docs/behaviour.md#staff-management): one message line for every change made in the list. */
export function StaffList({ salonId, today, staff, services, links, timeOff = NONE, breaks = NONE }: StaffListProps) {
  const { t } = useLingui();
  const action = useAction();
  const cards = useMemo(() => (staff && services && links ? staffCards(staff, services, links) : undefined), [staff, services, links]);
  // By id, so the dialog follows the member's live row (a rename by sync) and closes if they go.
  const [awayId, setAwayId] = useState<string | null>(null);
  const awayMember = cards?.find((c) => c.member.id === awayId)?.member;
  // The top bar search narrows the cards shown; the total and the pending links still see all.
  const query = useSearchQuery();
  const shown = useMemo(() => (cards ? filterByQuery(cards, query, (c) => [c.member.name, c.member.phone, c.member.position]) : undefined), [cards, query]);
  const total = cards?.length ?? 0;
  const count = shown?.length ?? 0;
  const [pending, setPending] = useState<PendingLinks>({});
  useEffect(() => {
    if (cards) setPending((p) => settlePending(p, cards));
  }, [cards]);

  const toggleActive = (member: Staff) =>
    void action.run(() => setStaffActive(member.id, !member.is_active), t`Staff status updated successfully!`, t`Failed to update staff status`);

  const toggleService = async (member: Staff, serviceId: string, assigned: boolean) => {
    const key = linkKey(member.id, serviceId);
    setPending((p) => ({ ...p, [key]: assigned }));
    const ok = await action.run(
      () => setStaffService(member.id, serviceId, assigned),
      assigned ? t`Service assigned to staff member!` : t`Service removed from staff member!`,
      t`Failed to update staff services`,
    );
    // On failure the box goes back to what is stored; on success it waits for the live rows.
    if (!ok) setPending(({ [key]: _dropped, ...rest }) => rest);
  };

  const remove = (member: Staff) => {
    const name = member.name;
    if (!window.confirm(t`Are you sure you want to delete ${name}? Their service assignments are removed too.`)) return;
    void action.run(() => deleteStaff(member.id), t`Staff member deleted successfully!`, t`Failed to delete staff member`);
  };

  return (
    <section className="card section-card" aria-labelledby="current-staff-title">
      <div className="section-card__head">
        <h2 id="current-staff-title" className="card__title">
          <Trans>Current Staff</Trans>
        </h2>
        {cards && shown && cards.length > 0 ? (
          <span className="muted">{shown.length === cards.length ? t`${total} total` : t`${count} of ${total}`}</span>
        ) : null}
      </div>
      <FeedbackBanner feedback={action.feedback} />
      {cards === undefined || shown === undefined ? (
        <Spinner label={t`Loading staff...`} />
      ) : shown.length === 0 ? (
        <div className="empty">
          <p className="empty__title">
            <Trans>No Staff Members</Trans>
          </p>
          <p>{cards.length === 0 ? t`Add your first team member with the form above.` : t`No staff match your search.`}</p>
        </div>
      ) : (
        <>
          {services && services.length === 0 ? (
            <p className="section-card__intro">
              <Trans>Add services in Salon Profile to assign them to your staff.</Trans>
            </p>
          ) : null}
          <ul className="staff-list">
            {shown.map((view) => (
              <StaffCard
                key={view.member.id}
                view={view}
                services={services ?? []}
                pending={pending}
                busy={action.busy}
                onToggleActive={() => toggleActive(view.member)}
                onToggleService={(serviceId, assigned) => void toggleService(view.member, serviceId, assigned)}
                onDelete={() => remove(view.member)}
                away={awaySummary(memberTimeOff(timeOff, view.member.id, today), memberBreaks(breaks, view.member.id))}
                onTimeOff={() => setAwayId(view.member.id)}
              />
            ))}
          </ul>
        </>
      )}
      {awayMember ? (
        <TimeOffDialog
          salonId={salonId}
          member={awayMember}
          timeOff={memberTimeOff(timeOff, awayMember.id, today)}
          breaks={memberBreaks(breaks, awayMember.id)}
          onClose={() => setAwayId(null)}
        />
      ) : null}
    </section>
  );
}
