datacat { '/etc/app.conf':
  template_body => "<% @data.keys.sort.each do |k| -%><%= k %>=<%= @data[k] %>\n<% end -%>",
}
datacat_fragment { 'app a':
  target => '/etc/app.conf',
  data   => { 'a' => '1' },
}
datacat_fragment { 'app b':
  target => '/etc/app.conf',
  data   => { 'b' => '2' },
}
