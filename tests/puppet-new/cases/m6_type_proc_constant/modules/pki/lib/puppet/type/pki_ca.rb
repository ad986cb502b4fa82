require_relative '../../puppet_x/pki/common'

Puppet::Type.newtype(:pki_ca) do
  desc 'a certificate authority'

  instance_eval(&PuppetX::Pki::Common::SHARED)
end
