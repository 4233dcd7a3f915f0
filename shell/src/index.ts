// The async boundary lets federation negotiate the shared singletons before any of them is imported.
import './styles.css';

import('./bootstrap');
