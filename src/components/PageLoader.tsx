/**
 * Shown while a lazy page or the persisted state loads. Plain HTML (src/ui/firstScreen.css): it
 * is on every visitor's first screen, which carries no MUI code (issue 20, first-load JavaScript).
 */
export default function PageLoader() {
  return (
    <div className="page-loader" role="progressbar">
      <span className="spinner" aria-hidden />
    </div>
  );
}
