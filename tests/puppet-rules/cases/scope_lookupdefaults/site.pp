Exec { path => '/bin' }
class c {
  Exec { cwd => '/tmp', path => '/usr/bin' }
  notice(m_defaults('Exec', 'path'))
  notice(m_defaults('Exec', 'cwd'))
  notice(m_defaults('File', 'mode'))
}
include c
define d() {
  notice(m_defaults('Exec', 'cwd'))
}
d { 'x': }
notice(m_defaults('Exec', 'path'))
