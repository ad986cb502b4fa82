define d() { notice("eval ${title}") notify { "d-${title}": } }
@@d { 'e': }
notice('top')
