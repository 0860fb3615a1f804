// Styles load from the HTML head, so the server-rendered frame is painted styled at once.
import './styles.css';

void import('./bootstrap');
