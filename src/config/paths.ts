/** Every route string of SPEC.md §2, in one place. */
export const paths = {
  home: '/',
  login: '/login/',
  profile: '/profile/',
  valja: (userId = ':id') => `/valja/${userId}/`,
  admin: {
    root: '/admin/',
    arbetsdag: '/admin/arbetsdag/',
    manad: '/admin/manad/',
    /** A month per workplace (issue 24). */
    platsManad: '/admin/platser/manad/',
    list: '/admin/list/',
    create: (id?: string) => (id ? `/admin/list/create/${id}` : '/admin/list/create/'),
    user: (id = ':id') => `/admin/list/user/${id}`,
    place: (id = ':id') => `/admin/list/place/${id}/`,
    posts: '/admin/posts/',
    post: (id = ':id') => `/admin/post/${id}/`,
    postCreate: (id?: string) => (id ? `/admin/post/create/${id}` : '/admin/post/create/'),
    bill: '/admin/bill/',
    invoice: '/admin/invoice/',
    /** The provider check (DECISIONS.md 35). */
    kontroll: '/admin/kontroll/',
  },
} as const;
