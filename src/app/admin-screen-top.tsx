/**
 * What an admin screen shows while its chunk loads (issue 28): its own top, drawn by the same
 * component the screen draws it with, with a loader under it. The largest text of the screen
 * (its intro, or the bills' heading) paints once the admin's frame is here, not once the
 * screen's files and data are, and the screen draws it again at the same size. The admin's frame
 * gives it to the router's placeholder as its Outlet's context (app/router.tsx). Screens without
 * a top of their own here show the loader alone.
 */
import { BackLink } from '../components/layout';
import { Loader } from '../components/ui';
import { paths } from '../config/paths';
import { pad2 } from '../lib/two-digits';
import { BillsTop } from '../features/bills/components/bills-top';
import { MonthOverviewTop } from '../features/month-close/components/month-overview-top';
import { StaffListTop } from '../features/staff/components/staff-list-top';
import { WorkplaceMonthTop } from '../features/workplaces/components/workplace-month-top';

export function AdminScreenTop({ pathname }: { pathname: string }) {
  const loading = <Loader />;
  switch (pathname) {
    case paths.admin.manad:
      return <MonthOverviewTop>{loading}</MonthOverviewTop>;
    case paths.admin.platsManad:
      return <WorkplaceMonthTop>{loading}</WorkplaceMonthTop>;
    case paths.admin.list:
      return (
        <>
          <BackLink to={paths.admin.root} />
          <StaffListTop>{loading}</StaffListTop>
        </>
      );
    case paths.admin.bill:
    case paths.admin.invoice:
      return (
        <>
          <BackLink to={paths.admin.root} />
          {/* The page opens on the current month, by its number until its items give its year (month-year.ts). */}
          <BillsTop kind={pathname === paths.admin.bill ? 'bill' : 'invoice'} label={pad2(new Date().getMonth() + 1)}>
            {loading}
          </BillsTop>
        </>
      );
    default:
      return loading;
  }
}
