/** Placeholders of the detail's size while it loads. */
export function PackageDetailSkeleton() {
  return (
    <div aria-hidden="true" className="animate-pulse space-y-4" data-testid="package-detail-skeleton">
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <div className="flex justify-between gap-3">
          <div className="h-7 w-1/2 rounded bg-slate-200" />
          <div className="h-5 w-20 rounded-full bg-slate-200" />
        </div>
        <div className="mt-5 h-4 w-1/3 rounded bg-slate-100" />
        <div className="mt-2 h-6 w-2/3 rounded bg-slate-200" />
        <div className="mt-4 h-4 w-1/4 rounded bg-slate-100" />
        <div className="mt-2 h-5 w-1/2 rounded bg-slate-200" />
        <div className="mt-4 h-4 w-1/3 rounded bg-slate-100" />
        <div className="mt-2 h-5 w-2/5 rounded bg-slate-200" />
      </div>
      <div className="h-10 w-44 rounded-lg bg-slate-200" />
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <div className="h-6 w-1/2 rounded bg-slate-200" />
        <div className="mt-4 h-4 w-3/4 rounded bg-slate-100" />
        <div className="mt-2 h-4 w-1/2 rounded bg-slate-100" />
      </div>
    </div>
  );
}
