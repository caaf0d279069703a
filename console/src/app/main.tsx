/** the console's entry: mounts the app (index.html loads this file) */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConsoleApp } from './ConsoleApp'
import './global.css'

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
)
