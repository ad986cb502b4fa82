if defined('cron') { notice('cron is a type') }
if defined(Resource['host']) { notice('host too') }
if defined('nosuchtype') { notice('wrong') } else { notice('nosuchtype is not') }
