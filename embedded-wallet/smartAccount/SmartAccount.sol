// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// The embedded wallet's smart account: an EIP-1271 contract wallet whose one owner is the
/// user's EOA key. The owner (and only the owner) makes it call out; it signs for it.
contract WalletportSmartAccount {
    bytes4 internal constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 internal constant INVALID = 0xffffffff;
    /// secp256k1 n / 2: a signature with a higher s is the malleated twin of a valid one (EIP-2).
    uint256 internal constant HALF_ORDER = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0;

    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    error Unauthorized();
    error CallFailed(uint256 index, bytes reason);

    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    receive() external payable {}

    /// One call from this account (its own balance pays `value`); the owner only.
    function execute(address to, uint256 value, bytes calldata data) external payable returns (bytes memory) {
        if (msg.sender != owner) revert Unauthorized();
        return _call(0, to, value, data);
    }

    /// Several calls, all or none; the owner only.
    function executeBatch(Call[] calldata calls) external payable {
        if (msg.sender != owner) revert Unauthorized();
        for (uint256 i = 0; i < calls.length; i++) _call(i, calls[i].to, calls[i].value, calls[i].data);
    }

    /// EIP-1271: MAGIC_VALUE when the owner signed `hash` for this account: the 65-byte low-s
    /// ECDSA signature of keccak256(0x19 ‖ 0x00 ‖ this ‖ hash) (EIP-191 version 0, "intended
    /// validator"), so the owner's plain signatures, or another account's, never count here.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (v < 27) v += 27;
        if (uint256(s) > HALF_ORDER) return INVALID;
        bytes32 digest = keccak256(abi.encodePacked(bytes1(0x19), bytes1(0x00), address(this), hash));
        address signer = ecrecover(digest, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : INVALID;
    }

    function _call(uint256 index, address to, uint256 value, bytes calldata data) internal returns (bytes memory result) {
        bool ok;
        (ok, result) = to.call{value: value}(data);
        if (!ok) revert CallFailed(index, result);
    }
}

/// CREATE2 factory of WalletportSmartAccount: one account per (owner, salt), its address known
/// before it exists (the EIP-6492 "factory + calldata" of a counterfactual account).
contract WalletportSmartAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, bytes32 salt);

    /// Deploys the account (anyone may pay for it: the owner is fixed by the arguments); an
    /// account that exists already is answered as is.
    function createAccount(address owner, bytes32 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        new WalletportSmartAccount{salt: _salt(owner, salt)}(owner);
        emit AccountCreated(account, owner, salt);
    }

    /// Where `createAccount(owner, salt)` puts the account, before it exists.
    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(WalletportSmartAccount).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), _salt(owner, salt), codeHash)))));
    }

    function _salt(address owner, bytes32 salt) internal pure returns (bytes32) {
        return keccak256(abi.encode(owner, salt));
    }
}
