require_relative '../../../puppet_x/r12k/text'

Puppet::Functions.create_function(:'r12k::slug') do
  dispatch :slug do
    param 'String', :s
  end

  def slug(s)
    PuppetX::R12k::Text.slug(s)
  end
end
