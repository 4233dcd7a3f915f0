import './profileCard.css';

/**
 * A card's place while what goes there is on its way, in a card's shape: the photo, the lines of the name and place on
 * it and, where the cards beside it have one, the chat button's row, so nothing moves when the card comes.
 */
export function CardPlaceholder({ withButton }: { withButton: boolean }) {
  return (
    <div
      className="profile-card profile-card-placeholder placeholder-glow"
      aria-hidden="true"
      data-testid="card-placeholder"
    >
      <div className="profile-card-photo">
        <div className="profile-card-overlay">
          <span className="placeholder col-7 mb-2" />
          <span className="placeholder placeholder-sm col-5" />
        </div>
      </div>
      {withButton && (
        <div className="profile-card-actions">
          <span className="placeholder w-100" />
        </div>
      )}
    </div>
  );
}
