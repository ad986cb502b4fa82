# A module function written in Ruby that strata does not run (no native version).
Puppet::Functions.create_function(:rubyonly) do
  def rubyonly
    'ruby'
  end
end
