import { Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Brand, MenuLinks } from './AppMenu';

/** The burger's panel on phones and tablets: a chunk of its own (AppLayout), as only a tap opens it. */
export default function MobileMenu({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  return (
    <Offcanvas isOpen={isOpen} toggle={onClose} direction="start" className="app-offcanvas">
      <OffcanvasHeader toggle={onClose}>
        <Brand />
      </OffcanvasHeader>
      <OffcanvasBody>
        <MenuLinks onNavigate={onClose} />
        <LanguageSwitch className="mt-4" />
      </OffcanvasBody>
    </Offcanvas>
  );
}
