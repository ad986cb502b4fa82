# an undef argument for an EPP parameter with a default takes the default (Closure#call_by_name)
$t = @(EOT)
<%- | Array[String] $groups = ['a'], Optional[String] $name, Optional[String] $other = undef | -%>
groups=<%= $groups.join(',') %> name=<%= $name %> other=<%= $other %>
| EOT
notice(inline_epp($t, { 'groups' => undef, 'name' => undef }))
notice(inline_epp($t, { 'groups' => ['b', 'c'], 'name' => 'n' }))
