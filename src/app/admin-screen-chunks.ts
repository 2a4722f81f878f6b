/**
 * The admin's screens' chunks, by name: a small chunk of its own, asked for beside the admin's
 * frame (router.tsx, screenPreloads), so the login's download (the router, in the boot chunk)
 * carries neither the screens' imports nor the names of their files: about 1 kB gzip (issue 28:
 * the login's 110 kB). Not in the frame's chunk: there its dynamic imports made the bundler put
 * its runtime in a chunk of its own, one more file before every first paint.
 */
export const adminScreenChunks = {
  home: () => import('../features/staff/components/admin-home-page'),
  workday: () => import('../routes/workday-page'),
  month: () => import('../routes/month-overview-page'),
  workplaceMonth: () => import('../routes/workplace-month-page'),
  staff: () => import('../routes/staff-list-route'),
  memberForm: () => import('../features/staff/components/member-form-page'),
  memberTime: () => import('../routes/member-time-page'),
  memberPlaces: () => import('../routes/member-places-page'),
  workplaces: () => import('../features/workplaces/components/posts-page'),
  workplaceForm: () => import('../features/workplaces/components/post-form-page'),
  workplaceWorkers: () => import('../routes/post-workers-page'),
  bills: () => import('../routes/bills-route'),
  providerCheck: () => import('../features/provider-check/components/provider-check-page'),
};
