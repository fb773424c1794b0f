// Admin routes of SPEC §2: /login, /admin, /blogsection, /blogs/addblog, /blogs/editblog
// (owned by the admin feature).
export function adminRoutes() {
  return <></>;
}
