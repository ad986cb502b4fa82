# A module function calling Puppet functions through call_function: Puppet calls them in the
# function's closure scope, the global scope for a function its loader made (as
# inifile::create_ini_settings calls create_resources), not the calling class's scope.
Puppet::Functions.create_function(:'m9g::mk') do
  dispatch :mk do
    param 'Hash', :res
  end

  def mk(res)
    call_function('create_resources', 'notify', res, { 'loglevel' => 'info' })
    call_function('getvar', 'where')
  end
end
