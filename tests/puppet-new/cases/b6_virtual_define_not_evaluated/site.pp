define d() { notice("eval ${title}") notify { "d-${title}": } }
@d { 'v': }
notice('top')
