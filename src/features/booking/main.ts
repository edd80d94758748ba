// The booking page's entry (booking.html): plain DOM code and its own small stylesheet, no React (docs/decisions/42).
import './booking.css';
import { mount } from './app';

const root = document.getElementById('app');
if (root) void mount(root, location.pathname);
