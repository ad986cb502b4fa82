# a method a template defines with `def` stays defined for the templates rendered after it
# (Puppet evaluates templates in its TemplateWrapper class)
$ip = '10.0.0.1'
$options = { 'weight' => 1, 'TCP_CHECK' => { 'connect_timeout' => 3 }, 'alpha' => 'x' }
notice(regsubst(template('m/outer.erb'), "\n", '|', 'G'))
notice(regsubst(template('m/later.erb'), "\n", '|', 'G'))
