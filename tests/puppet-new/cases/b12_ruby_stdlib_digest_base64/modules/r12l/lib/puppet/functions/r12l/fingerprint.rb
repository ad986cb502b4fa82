require 'digest'
require 'base64'

Puppet::Functions.create_function(:'r12l::fingerprint') do
  dispatch :fingerprint do
    param 'String', :s
  end

  def fingerprint(s)
    {
      'md5' => Digest::MD5.hexdigest(s),
      'sha1' => Digest::SHA1.hexdigest(s)[0, 12],
      'sha256' => Digest::SHA256.hexdigest(s),
      'b64' => Base64.strict_encode64(s),
      'urlsafe' => Base64.urlsafe_encode64("#{s}??>>"),
      'decoded' => Base64.decode64('d29ybGQ='),
    }
  end
end
