class app::web { notify { 'web': } }
$role = 'web'
include "app::${role}"
