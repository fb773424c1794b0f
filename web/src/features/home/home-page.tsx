export function HomePage() {
  return (
    <main>
      <h1>SJG Group</h1>
      <p>A Mumbai business group.</p>
    </main>
  );
}
