import { ContactSection } from './ContactSection';
import { Faq } from './Faq';
import { Footer } from './Footer';
import { Hero } from './Hero';
import { Benefits, DemoConversation, HowItWorks } from './InfoSections';
import { LandingHeader } from './LandingHeader';

export function LandingPage() {
  return (
    <div className="landing">
      <LandingHeader />
      <main>
        <Hero />
        <HowItWorks />
        <Benefits />
        <DemoConversation />
        <Faq />
        <ContactSection />
      </main>
      <Footer />
    </div>
  );
}
