# A resource type without a title reaches the 3.x defined_with_params as a Puppet::Resource
# of that type titled '' (Runtime3Converter): every resource of the type but the caller.
define m9thing(Integer $port) {
  $dup = defined_with_params(M9thing, { 'port' => $port })
  $any = defined_with_params(M9thing)
  notify { "thing ${title}": message => "dup=${dup} any=${any}" }
}
m9thing { 'a': port => 1 }
m9thing { 'b': port => 2 }
m9thing { 'c': port => 1 }
notify { 'plain': message => 'x' }
notice(defined_with_params(Notify))
notice(defined_with_params(Notify, { 'message' => 'x' }))
notice(defined_with_params(Notify, { 'message' => 'y' }))
notice(defined_with_params(M9thing, { 'port' => 2 }))
notice(defined_with_params(M9thing, { 'port' => 3 }))
notice(defined_with_params(Package))
