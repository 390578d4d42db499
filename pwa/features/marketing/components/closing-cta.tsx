import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';

interface ClosingCtaProps {
  id: string;
  title: string;
  text?: string;
  action: string;
  /** The sign-up page's address in the page's language. */
  signUpPath: string;
}

/** The dark band that ends a page with a link to registration. */
export function ClosingCta({ id, title, text, action, signUpPath }: ClosingCtaProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pb-16 sm:pb-20">
      <div className="rounded-3xl bg-gradient-to-br from-cyan-800 to-teal-900 px-6 py-12 text-center shadow-lg sm:px-12">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {title}
        </h2>
        {text && <p className="mx-auto mt-3 max-w-xl text-cyan-50">{text}</p>}
        <Link to={signUpPath} className={`${buttonClasses('secondary', 'lg')} mt-8`}>
          {action}
        </Link>
      </div>
    </section>
  );
}
