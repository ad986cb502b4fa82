require_relative '../../puppet_x/pki/common'

Puppet::Type.newtype(:pki_cert) do
  desc 'a certificate signed by a pki_ca'

  instance_eval(&PuppetX::Pki::Common::SHARED)

  newparam(:ca)
end
