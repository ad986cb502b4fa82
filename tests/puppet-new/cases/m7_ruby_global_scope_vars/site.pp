$m7_top = 'top'
$m7_other = 2
File { owner => 'root' }
include gvars
notify { 'top': message => gvars::seen() }
