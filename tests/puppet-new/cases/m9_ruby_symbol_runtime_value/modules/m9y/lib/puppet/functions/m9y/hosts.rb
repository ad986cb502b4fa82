# Module Ruby returning Symbols (as simplib::parse_hosts keys its hashes): Puppet holds each as
# a Runtime[ruby, 'Symbol'] value.
Puppet::Functions.create_function(:'m9y::hosts') do
  dispatch :hosts do
  end

  def hosts
    { 'a.example.com' => { ports: ['443'], proto: :tcp } }
  end
end
